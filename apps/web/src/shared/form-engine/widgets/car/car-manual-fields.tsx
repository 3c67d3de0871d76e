import type { Car } from '@autocredit/generated/api';
import type { RefCallback } from 'react';
import { CarSelect } from './car-select';
import { CarTextInput } from './car-text-input';
import {
  CAR_BODY,
  CAR_BRAND,
  CAR_DRIVE,
  CAR_FUEL,
  CAR_HORSEPOWER,
  CAR_MODEL,
  CAR_MODIFICATION,
  CAR_TRANSMISSION,
  CAR_YEAR,
} from './car-texts';
import { useCarFieldChoices } from './use-car-field-choices';

export interface CarManualFieldsProps {
  id: string;
  car: Car;
  onChange(car: Car): void;
  onBlur(): void;
  disabled: boolean;
  invalid: boolean;
  required: boolean;
  inputRef: RefCallback<HTMLElement>;
}

/** The digits of a typed number, at most `length` of them, as a number (null when none). */
export function typedDigits(text: string, length: number): number | null {
  const digits = text.replace(/\D/g, '').slice(0, length);
  return digits === '' ? null : Number(digits);
}

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
const orNull = (value: string): string | null => (value === '' ? null : value);
const named = (values: readonly string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }));

/**
 * The manual mode of the car field (002 §3): brand, model, modification and year typed (the year 4 digits), drive,
 * fuel type, transmission and body type picked from `get-car-field-suggest`, the horsepower typed.
 */
export function CarManualFields({
  id,
  car,
  onChange,
  onBlur,
  disabled,
  invalid,
  required,
  inputRef,
}: CarManualFieldsProps) {
  const { choices, loading, failure } = useCarFieldChoices(!disabled);
  const set = (patch: Partial<Car>) => onChange({ ...car, ...patch });
  const common = { disabled, invalid, onBlur };
  const dictionary = { disabled, invalid, loading, failure };
  return (
    <>
      <CarTextInput
        id={`${id}-brand`}
        inputRef={inputRef}
        label={CAR_BRAND}
        value={text(car.brand)}
        onChange={(value) => set({ brand: orNull(value) })}
        required={required}
        maxLength={100}
        {...common}
      />
      <CarTextInput
        id={`${id}-model`}
        label={CAR_MODEL}
        value={text(car.model)}
        onChange={(value) => set({ model: orNull(value) })}
        required={required}
        maxLength={100}
        {...common}
      />
      <CarTextInput
        id={`${id}-modification`}
        label={CAR_MODIFICATION}
        value={text(car.modification?.name)}
        onChange={(value) =>
          set({ modification: value === '' ? null : { hash: '', name: value }, hash: null, marketPrice: null })
        }
        required={required}
        {...common}
      />
      <CarTextInput
        id={`${id}-year`}
        label={CAR_YEAR}
        value={text(car.year)}
        onChange={(value) => set({ year: typedDigits(value, 4) })}
        required={required}
        maxLength={4}
        inputMode="numeric"
        {...common}
      />
      <CarSelect
        id={`${id}-drive`}
        label={CAR_DRIVE}
        options={named(choices?.driveType)}
        value={car.drive ?? null}
        onChange={(value) => set({ drive: value })}
        {...dictionary}
      />
      <CarSelect
        id={`${id}-fuel`}
        label={CAR_FUEL}
        options={named(choices?.engineFuelType)}
        value={car.fuelType ?? null}
        onChange={(value) => set({ fuelType: value })}
        {...dictionary}
      />
      <CarTextInput
        id={`${id}-horsepower`}
        label={CAR_HORSEPOWER}
        value={text(car.horsepower)}
        onChange={(value) => set({ horsepower: typedDigits(value, 4) })}
        maxLength={4}
        inputMode="numeric"
        {...common}
      />
      <CarSelect
        id={`${id}-transmission`}
        label={CAR_TRANSMISSION}
        options={named(choices?.transmissionType)}
        value={car.transmission ?? null}
        onChange={(value) => set({ transmission: value })}
        {...dictionary}
      />
      <CarSelect
        id={`${id}-body`}
        label={CAR_BODY}
        options={named(choices?.bodyType)}
        value={car.bodyType ?? null}
        onChange={(value) => set({ bodyType: value })}
        {...dictionary}
      />
    </>
  );
}
