import type { Car } from '@autocredit/generated/api';
import { InputSwitch } from 'primereact/inputswitch';
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '@/shared/lib/format-money';
import type { ValueWidgetProps } from '@/shared/form-engine/widgets/widget-types';
import { fetchCarInfo } from './car-api';
import { carOf, fullQuery, hashOf, withCarInfo, withLevel, type CarLevel, type CarLevelValue } from './car-cascade';
import { CarAutoFields } from './car-auto-fields';
import { CarManualFields } from './car-manual-fields';
import { restoreCascade } from './car-restore';
import { CAR_MANUAL, CAR_MARKET_PRICE } from './car-texts';
import { carInfoFailure } from './use-car-info';
import './car-widget.css';

/**
 * The car field (`choiceAuto`, 002 §3, §4, §5, §6): the cascade production, condition, brand, model, modification,
 * year from the car catalogue, or the manual mode ('Ручной ввод') with free inputs. Changing a level clears the later
 * ones; changing the model asks the server to recalculate the form; switching back to the cascade restores it from
 * the stored car. Underwriters see the market price ('Стоимость Автостат'). Every level is required when the field
 * has rules: a save is refused while one is empty (`isCarIncomplete`), and the empty ones say so only then.
 */
export function CarWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
  env,
}: ValueWidgetProps<Car | null>) {
  const car = carOf(value);
  const filterSupportedCar = field.attributes?.filterSupportedCar === true;
  const required = (field.rules?.length ?? 0) > 0;
  const [restoring, setRestoring] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(car);
  latest.current = car;
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  /** Starts an asynchronous step, cancelling the one before. */
  const start = () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setFailure(null);
    return controller;
  };

  const onLevel = (level: CarLevel, levelValue: CarLevelValue) => {
    const next = withLevel(car, level, levelValue);
    const controller = start();
    onChange(next);
    if (level === 'model') env.requestReload();
    const query = level === 'year' ? fullQuery(next, filterSupportedCar) : null;
    if (!query) return;
    fetchCarInfo(query, controller.signal).then(
      ({ carInfo }) => {
        const now = latest.current;
        if (controller.signal.aborted || !carInfo || now.year !== next.year || hashOf(now) !== hashOf(next)) return;
        onChange(withCarInfo(now, carInfo));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure(carInfoFailure(error));
      },
    );
  };

  const onManual = (manual: boolean) => {
    if (manual) {
      start();
      onChange({ ...car, isManual: true });
      return;
    }
    const controller = start();
    setRestoring(true);
    restoreCascade(car, filterSupportedCar, (query) => fetchCarInfo(query, controller.signal))
      .then(
        (restored) => {
          if (!controller.signal.aborted) onChange(restored);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setFailure(carInfoFailure(error));
        },
      )
      .finally(() => {
        if (!controller.signal.aborted) setRestoring(false);
      });
  };

  const common = { id, car, disabled, invalid, required, inputRef };
  return (
    <div className="car-field">
      <div className="car-field__mode">
        <InputSwitch
          inputId={`${id}-manual`}
          checked={car.isManual === true}
          onChange={(event) => onManual(event.value === true)}
          disabled={disabled || restoring || field.attributes?.manualDisabled === true}
        />
        <label htmlFor={`${id}-manual`}>{CAR_MANUAL}</label>
      </div>
      {car.isManual ? (
        <CarManualFields {...common} onChange={onChange} onBlur={onBlur} />
      ) : (
        <CarAutoFields {...common} onLevel={onLevel} filterSupportedCar={filterSupportedCar} />
      )}
      {failure && <small className="p-error car-field__price">{failure}</small>}
      {env.underwriter && (
        <div className="car-field__price" data-testid="car-market-price">
          {CAR_MARKET_PRICE}: <strong>{formatMoney(car.marketPrice) || '—'}</strong>
        </div>
      )}
    </div>
  );
}
