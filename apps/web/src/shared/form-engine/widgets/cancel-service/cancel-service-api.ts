import type { CancelServiceForm } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { failureShownByPage } from '@/shared/api/feedback-middleware';

/**
 * Cancels an optional service of the deal (`POST /api/autocredit/{dealId}/optional/cancel/{service}`, dates
 * yyyy-MM-dd). Its failure is always 'Что-то пошло не так' (002 §8), told by the dialog, so the client tells nothing.
 */
export async function cancelService(dealId: number, service: string, form: CancelServiceForm): Promise<void> {
  await unwrap(
    api().POST('/api/autocredit/{dealId}/optional/cancel/{service}', {
      params: { path: { dealId, service } },
      body: form,
      ...failureShownByPage,
    }),
  );
}
