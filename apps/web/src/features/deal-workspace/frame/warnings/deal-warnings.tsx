import type { AutocreditInfo } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { ipConfigQuery } from '@/features/deal-workspace/ui/deal-api';
import {
  IP_WARNING,
  STRATEGY_CHANGED,
  ipWarningDue,
  strategyWarningDue,
  strategyWarningShown,
} from './deal-warnings-rules';

/** The warnings' width (001 §2.1: 650 px but the decision-change popup). */
const WIDTH = { width: '650px', maxWidth: '95vw' };

/** 'Стратегия верификации изменена' with the old and the new strategy, once per deal (001 §2.1, 002 §4). */
export function StrategyWarning({ deal }: { deal: AutocreditInfo }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(strategyWarningDue(deal)), [deal]);
  const close = () => {
    if (deal.currentVerificationStrategy) strategyWarningShown(deal.id, deal.currentVerificationStrategy.id);
    setVisible(false);
  };
  return (
    <Dialog
      header={STRATEGY_CHANGED}
      visible={visible}
      style={WIDTH}
      modal
      onHide={close}
      footer={<Button type="button" label="Понятно" autoFocus onClick={close} />}
    >
      <p>
        Прежняя стратегия: <strong>{deal.oldVerificationStrategy?.name}</strong>
      </p>
      <p>
        Новая стратегия: <strong>{deal.currentVerificationStrategy?.name}</strong>
      </p>
    </Dialog>
  );
}

/** 'ИП, сумма кредита более 4 млн. руб.' right after a claim, when it applies (002 §2, §4). */
export function IpWarning({ dealId }: { dealId: number }) {
  const config = useQuery(ipConfigQuery(dealId));
  const [closed, setClosed] = useState(false);
  const visible = !closed && config.data !== undefined && ipWarningDue(config.data);
  return (
    <Dialog
      header="Внимание"
      visible={visible}
      style={WIDTH}
      modal
      onHide={() => setClosed(true)}
      footer={<Button type="button" label="Понятно" autoFocus onClick={() => setClosed(true)} />}
    >
      <p>{IP_WARNING}</p>
    </Dialog>
  );
}
