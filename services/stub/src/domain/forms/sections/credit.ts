import type { CarModification } from '@autocredit/generated/api';
import { carBrands, carModels, carModifications } from '../dictionaries';
import { carCost, choice, choiceAuto, collection, money, number, vin, year, type FieldOptions } from '../fields';
import { isRecord, setPath } from '../paths';
import type { FormDictionaries, FormSource } from '../source';
import type { Binding, FieldSpecs, FormActor } from '../spec';
import { inGroup } from '../../auth/roles';
import { round2, toNumber } from './common';

/** The initial fee as a percent of the car's cost, recalculated on every reload. */
export function initialFeePercent(carCostValue: unknown, fee: unknown): number | null {
  const cost = toNumber(carCostValue);
  const paid = toNumber(fee);
  return cost !== null && cost > 0 && paid !== null ? round2((paid / cost) * 100) : null;
}

/** The credit terms asked for (the GOZ step 4, the deal page's credit step). */
export function creditFields(source: FormSource, d: FormDictionaries, o: FieldOptions = {}): FieldSpecs {
  return {
    program: choice('Программа кредитования', 'credit.program', d.programs, { required: true, numeric: true, ...o }),
    carCostRequested: carCost('Стоимость автомобиля', 'credit.carCostRequested', {
      required: true,
      dependence: true,
      ...o,
    }),
    initialFee: money('Первоначальный взнос', 'credit.initialFee', { required: true, dependence: true, ...o }),
    initialFeePercent: number('Первоначальный взнос, %', undefined, {
      value: initialFeePercent(source.credit.carCostRequested, source.credit.initialFee),
      readonly: true,
    }),
    costRequested: money('Сумма кредита', 'credit.costRequested', { required: true, rules: ['creditSum'], ...o }),
    term: choice('Срок кредита, мес.', 'credit.term', d.terms, { required: true, numeric: true, ...o }),
  };
}

/** The car as one widget (the production, condition, brand, model, modification, year cascade of the web app; its
 * market price, for underwriters only, is the widget's: 002 §6). */
export function carWidgetFields(source: FormSource, o: FieldOptions = {}): FieldSpecs {
  return {
    car: choiceAuto('Автомобиль', 'car', { required: true, ...o }),
    vin: vin('vin', o),
  };
}

/** The modification chosen by hash among those of the car's brand and model. */
function modificationBinding(d: FormDictionaries): Binding {
  return {
    get: (source) => source.car?.modification?.hash ?? null,
    set: (source, value) => {
      const hash = value === null || value === undefined || value === '' ? null : String(value);
      const found = carModifications(d.cars, source.car?.brand, source.car?.model).find((m) => m.hash === hash);
      const modification: CarModification | null = hash === null ? null : (found ?? { hash, name: hash });
      setPath(source, 'car.modification', modification);
      setPath(source, 'car.hash', hash);
      if (found?.marketPrice !== undefined) setPath(source, 'car.marketPrice', found.marketPrice);
    },
  };
}

/**
 * The car field by field (the editable car steps): changing the brand or the model reloads the form
 * (`dependence`), which offers the models of the brand and the modifications of the model. The market price
 * ('Стоимость Автостат') is the underwriters' only (002 §6).
 */
export function carCascadeFields(
  source: FormSource,
  d: FormDictionaries,
  actor: FormActor | null,
  o: FieldOptions = {},
): FieldSpecs {
  const car = isRecord(source.car) ? source.car : null;
  const brand = typeof car?.brand === 'string' ? car.brand : null;
  const model = typeof car?.model === 'string' ? car.model : null;
  const modifications = carModifications(d.cars, brand, model).map((m) => ({ value: m.hash, label: m.name }));
  return {
    production: choice('Производство', 'car.production', d.carProductions, { required: true, ...o }),
    condition: choice('Состояние', 'car.condition', d.carConditions, { required: true, ...o }),
    brand: choice('Марка', 'car.brand', carBrands(d.cars), { required: true, dependence: true, ...o }),
    model: choice('Модель', 'car.model', carModels(d.cars, brand), { required: true, dependence: true, ...o }),
    modification: choice('Модификация', modificationBinding(d), modifications, { required: true, ...o }),
    year: year('Год выпуска', 'car.year', { required: true, ...o }),
    vin: vin('vin', { required: true, ...o }),
    ...(actor !== null &&
      inGroup(actor.roles, 'underwriters') && {
        marketPrice: money('Стоимость Автостат', undefined, { value: car?.marketPrice ?? null, readonly: true }),
      }),
  };
}

/** The loan variants of the deal, shown (the GOZ step 0: operators cannot apply them). */
export function variantsFields(): FieldSpecs {
  return {
    variants: collection(
      'Варианты кредита',
      'variants',
      () => ({
        term: number('Срок, мес.', 'term', { attributes: { precision: 0 } }),
        rate: number('Ставка, % годовых', 'rate'),
        sumRequested: money('Сумма кредита', 'sumRequested'),
        paymentMonthly: money('Ежемесячный платеж', 'paymentMonthly'),
        initialFeePercent: number('Первоначальный взнос, %', 'initialFeePercent'),
      }),
      { readonly: true },
    ),
  };
}
