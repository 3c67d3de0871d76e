import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useRef, type MouseEvent } from 'react';
import { loadBalance } from '@/features/pledge-lists/api/pledge-lists-api';

/**
 * The balance button of the pledge lists (002 §5): asks the registry balance and shows its title under the button
 * ('Доступно залогов для регистрации: N', 'Не хватает средств...', or 'Ошибка' with the registry's error lines).
 */
export function BalanceButton() {
  const panel = useRef<OverlayPanel>(null);
  const balance = useMutation({ mutationFn: loadBalance });
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const target = event.currentTarget;
    balance.mutate(undefined, { onSuccess: () => panel.current?.show(null, target) });
  };
  const view = balance.data;
  return (
    <>
      <Button
        type="button"
        icon="pi pi-wallet"
        label="Баланс"
        outlined
        loading={balance.isPending}
        onClick={open}
        data-testid="pledge-balance"
      />
      <OverlayPanel ref={panel} aria-label="Баланс" className="pledge-balance">
        {view ? (
          <div role="status" data-testid="pledge-balance-view" className={`pledge-balance--${view.tone}`}>
            <strong>{view.title}</strong>
            {view.errors.length > 0 ? (
              <ul className="pledge-balance__errors">
                {view.errors.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </OverlayPanel>
    </>
  );
}
