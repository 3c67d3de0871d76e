import type { CheckEntity } from '@autocredit/generated/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { failureText } from '@/shared/api/failure-text';
import { queryKeys } from '@/shared/api/query-keys';
import { toast } from '@/shared/ui/toast';
import { markCheckEntityForRescoring } from './scoring-api';
import { SCORING_TEXTS } from './scoring';

/**
 * A check's cache button (001 §4): shown while the check has an entity id and `needRescoring` is false; a click
 * turns the entity's cache off, and the button becomes the disabled 'Кэш отключен' (as it is when already set).
 */
export function CheckCacheButton({ dealId, entity }: { dealId: number; entity: CheckEntity | undefined }) {
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: () => markCheckEntityForRescoring(entity!.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.scoring.data(dealId) }),
    onError: (error) => {
      const text = failureText(error);
      if (text) toast.error(text);
    },
  });
  if (!entity) return null;
  if (entity.needRescoring || mark.isSuccess) {
    return <Button type="button" size="small" text label={SCORING_TEXTS.cacheOff} disabled />;
  }
  return (
    <Button
      type="button"
      size="small"
      outlined
      label={SCORING_TEXTS.checkCache}
      loading={mark.isPending}
      onClick={() => mark.mutate()}
    />
  );
}
