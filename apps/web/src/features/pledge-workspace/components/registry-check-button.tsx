import { Button } from 'primereact/button';
import { CHECK_REGISTRY } from '../lib/pledge-texts';
import { useRegistryCheck } from './use-registry-check';

/**
 * The check action (002 §2, §4): asks the registry (ФНП) whether the pledge is registered before it is sent, and says
 * so: registered (a warning: the task must be cancelled), not registered (sending allowed), or not asked (an error
 * with the registry's lines and a link to its site).
 */
export function RegistryCheckButton({ pledgeId, disabled }: { pledgeId: number | undefined; disabled?: boolean }) {
  const check = useRegistryCheck(pledgeId);
  return (
    <Button
      type="button"
      label={CHECK_REGISTRY}
      icon="pi pi-search"
      outlined
      size="small"
      loading={check.checking}
      disabled={disabled || pledgeId === undefined}
      onClick={() => void check.run()}
    />
  );
}
