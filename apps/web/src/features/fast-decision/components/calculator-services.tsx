import type { Calculator, CalculatorServiceInfo, OptionalService } from '@autocredit/generated/api';
import { formatFixed2 } from '@/shared/lib/format-money';
import { LightDropdown } from '@/shared/ui/inputs/light-dropdown';
import { MoneyInput } from '@/shared/ui/inputs/money-input';
import { changeServiceAt } from '../lib/calculator-edit';
import { needsTerm, servicePercentOf, servicesInCredit, type CalculatorErrors } from '../lib/calculator-rules';
import { calculatorCaptions, serviceFieldLabels as labels } from '../lib/calculator-texts';
import { numberOf, numberOptions, optionsOf } from './calculator-field';

/** A visually hidden label of a cell's control: the service's name and the column. */
function CellLabel({ id, service, column }: { id: string; service: string; column: string }) {
  return (
    <label htmlFor={id} className="visually-hidden">
      {`${service}: ${column}`}
    </label>
  );
}

/** One service's row: its switches, cost and percent of the car's cost (2 decimals), rate, term and provider. */
function ServiceRow({
  index,
  service,
  info,
  carCost,
  errors,
  onChange,
}: {
  index: number;
  service: OptionalService;
  info: CalculatorServiceInfo | undefined;
  carCost: number | null;
  errors: CalculatorErrors;
  onChange(patch: Partial<OptionalService>): void;
}) {
  const id = (field: string) => `calc-service-${index}-${field}`;
  const error = (field: string) => errors[`optionalServices.${index}.${field}`];
  const name = service.service.name;
  const percent = servicePercentOf(service.cost, carCost);
  const cellError = (field: string) =>
    error(field) ? (
      <small className="p-error calc-field__error" role="alert">
        {error(field)}
      </small>
    ) : null;
  return (
    <tr className={service.active ? 'calc-services__row calc-services__row--active' : 'calc-services__row'}>
      <th scope="row" className="calc-services__name">
        {name}
      </th>
      <td className="calc-services__check">
        <CellLabel id={id('active')} service={name} column={labels.active!} />
        <input
          id={id('active')}
          type="checkbox"
          checked={service.active}
          onChange={(e) => onChange({ active: e.target.checked })}
        />
      </td>
      <td className="calc-services__check">
        <CellLabel id={id('isCredit')} service={name} column={labels.isCredit!} />
        <input
          id={id('isCredit')}
          type="checkbox"
          checked={service.isCredit}
          onChange={(e) => onChange({ isCredit: e.target.checked })}
        />
      </td>
      <td>
        <CellLabel id={id('cost')} service={name} column={labels.cost!} />
        <MoneyInput
          id={id('cost')}
          value={service.cost ?? null}
          invalid={Boolean(error('cost'))}
          onChange={(cost) => onChange({ cost })}
        />
        {cellError('cost')}
      </td>
      <td className="calc-services__number">{percent === null ? '' : formatFixed2(percent)}</td>
      <td>
        {service.isWithRate ? (
          <>
            <CellLabel id={id('rate')} service={name} column={labels.rate!} />
            <LightDropdown
              inputId={id('rate')}
              options={numberOptions(info?.rates ?? [])}
              value={service.rate != null ? String(service.rate) : null}
              invalid={Boolean(error('rate'))}
              onChange={(e) => onChange({ rate: numberOf(e.value) })}
              placeholder="—"
              className="w-full"
            />
            {cellError('rate')}
          </>
        ) : null}
      </td>
      <td>
        {needsTerm(service) ? (
          <>
            <CellLabel id={id('term')} service={name} column={labels.term!} />
            <LightDropdown
              inputId={id('term')}
              options={numberOptions(info?.terms ?? [])}
              value={service.term != null ? String(service.term) : null}
              invalid={Boolean(error('term'))}
              onChange={(e) => onChange({ term: numberOf(e.value) })}
              placeholder="—"
              className="w-full"
            />
            {cellError('term')}
          </>
        ) : null}
      </td>
      <td>
        <CellLabel id={id('provider')} service={name} column={labels.provider!} />
        <LightDropdown
          inputId={id('provider')}
          options={optionsOf(info?.providers ?? [])}
          value={service.provider ? String(service.provider.id) : null}
          invalid={Boolean(error('provider'))}
          onChange={(e) => onChange({ provider: e.value ? { id: Number(e.value) } : null })}
          placeholder="—"
          className="w-full"
        />
        {cellError('provider')}
      </td>
    </tr>
  );
}

/**
 * The optional cross-product services of the calculator (000 §2.13, §3): per service whether it is on and paid from
 * the credit (which turns it on), its cost and percent of the car's cost, rate (a service with a rate), term (not
 * telemedicine, not an auto card) and provider; the sum paid from the credit under them (2 decimals, 000 §9).
 */
export function CalculatorServices({
  calc,
  infos,
  errors,
  onEdit,
}: {
  calc: Calculator;
  infos: readonly CalculatorServiceInfo[];
  errors: CalculatorErrors;
  onEdit(path: string, next: Calculator): void;
}) {
  const services = calc.optionalServices;
  if (services.length === 0) return <p className="calc-section__empty">{calculatorCaptions.noServices}</p>;
  const infoOf = (code: string) => infos.find((i) => i.service.code === code);
  return (
    <table className="calc-services" aria-label={calculatorCaptions.services}>
      <colgroup>
        <col className="calc-services__col-name" />
        <col className="calc-services__col-check" />
        <col className="calc-services__col-check" />
        <col className="calc-services__col-money" />
        <col className="calc-services__col-percent" />
        <col className="calc-services__col-choice" />
        <col className="calc-services__col-choice" />
        <col className="calc-services__col-provider" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{labels.service}</th>
          <th scope="col" className="calc-services__check">
            {labels.active}
          </th>
          <th scope="col" className="calc-services__check">
            {labels.isCredit}
          </th>
          <th scope="col">{labels.cost}</th>
          <th scope="col">{labels.percent}</th>
          <th scope="col">{labels.rate}</th>
          <th scope="col">{labels.term}</th>
          <th scope="col">{labels.provider}</th>
        </tr>
      </thead>
      <tbody>
        {services.map((service, index) => (
          <ServiceRow
            key={service.service.code}
            index={index}
            service={service}
            info={infoOf(service.service.code)}
            carCost={calc.autocredit.carCostRequested ?? null}
            errors={errors}
            onChange={(patch) => onEdit(`optionalServices.${index}`, changeServiceAt(calc, index, patch))}
          />
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {calculatorCaptions.servicesTotal}
          </th>
          <td className="calc-services__number" data-testid="calc-services-total">
            {`${formatFixed2(servicesInCredit(services))} ₽`}
          </td>
          <td className="calc-services__number">
            {formatFixed2(servicePercentOf(servicesInCredit(services), calc.autocredit.carCostRequested) ?? 0)}
          </td>
          <td colSpan={3} />
        </tr>
      </tfoot>
    </table>
  );
}
