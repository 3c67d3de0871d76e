import type { Car, CarModification } from '@autocredit/generated/api';
import type { RefCallback } from 'react';
import { isChosen, optionsQuery, type CarLevel, type CarLevelValue, type CatalogueLevel } from './car-cascade';
import { CarSelect, type CarOption } from './car-select';
import {
  CAR_BRAND,
  CAR_CONDITION,
  CAR_MODEL,
  CAR_MODIFICATION,
  CAR_PRODUCTION,
  CAR_YEAR,
  CONDITION_OPTIONS,
  PRODUCTION_OPTIONS,
} from './car-texts';
import { useCarInfo } from './use-car-info';

export interface CarAutoFieldsProps {
  id: string;
  car: Car;
  onLevel(level: CarLevel, value: CarLevelValue): void;
  filterSupportedCar: boolean;
  disabled: boolean;
  invalid: boolean;
  required: boolean;
  inputRef: RefCallback<HTMLElement>;
}

const named = (values: readonly string[]): CarOption<string>[] => values.map((value) => ({ value, label: value }));

/**
 * The automatic mode of the car field (002 §4): production, condition, brand, model, modification and year, each
 * offered by the catalogue for the levels chosen above it; a level cannot be chosen before the one above it.
 */
export function CarAutoFields({
  id,
  car,
  onLevel,
  filterSupportedCar,
  disabled,
  invalid,
  required,
  inputRef,
}: CarAutoFieldsProps) {
  // A read-only car is only shown: no choices to load.
  const query = (level: CatalogueLevel) => (disabled ? null : optionsQuery(car, level, filterSupportedCar));
  const brands = useCarInfo(query('brand'));
  const models = useCarInfo(query('model'));
  const modifications = useCarInfo(query('modification'));
  const years = useCarInfo(query('year'));
  const common = { disabled, invalid, required };
  const modificationOptions: CarOption<CarModification>[] = (modifications.result?.modification ?? []).map((m) => ({
    value: m,
    label: m.name,
  }));
  const chosenModification = car.modification ?? (car.hash ? { hash: car.hash, name: car.hash } : null);

  return (
    <>
      <CarSelect
        id={id}
        inputRef={inputRef}
        label={CAR_PRODUCTION}
        options={PRODUCTION_OPTIONS}
        value={car.production ?? null}
        onChange={(value) => onLevel('production', value)}
        {...common}
      />
      <CarSelect
        id={`${id}-condition`}
        label={CAR_CONDITION}
        options={CONDITION_OPTIONS}
        value={car.condition ?? null}
        onChange={(value) => onLevel('condition', value)}
        {...common}
      />
      <CarSelect
        id={`${id}-brand`}
        label={CAR_BRAND}
        options={named(brands.result?.brand ?? [])}
        value={car.brand ?? null}
        onChange={(value) => onLevel('brand', value)}
        loading={brands.loading}
        failure={brands.failure}
        {...common}
      />
      <CarSelect
        id={`${id}-model`}
        label={CAR_MODEL}
        options={named(models.result?.model ?? [])}
        value={car.model ?? null}
        onChange={(value) => onLevel('model', value)}
        loading={models.loading}
        failure={models.failure}
        {...common}
        disabled={disabled || !isChosen(car, 'brand')}
      />
      <CarSelect
        id={`${id}-modification`}
        label={CAR_MODIFICATION}
        options={modificationOptions}
        keyOf={(modification) => modification.hash}
        labelOf={(modification) => modification.name}
        value={chosenModification}
        onChange={(value) => onLevel('modification', value)}
        loading={modifications.loading}
        failure={modifications.failure}
        {...common}
        disabled={disabled || !isChosen(car, 'model')}
      />
      <CarSelect
        id={`${id}-year`}
        label={CAR_YEAR}
        options={(years.result?.year ?? []).map((year) => ({ value: year, label: String(year) }))}
        value={car.year ?? null}
        onChange={(value) => onLevel('year', value)}
        loading={years.loading}
        failure={years.failure}
        {...common}
        disabled={disabled || !isChosen(car, 'modification')}
      />
    </>
  );
}
