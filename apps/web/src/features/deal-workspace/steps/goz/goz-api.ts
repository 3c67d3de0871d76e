import type { StoredFile, InitialFeePopup } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';

/** The files of the deal's preliminary decision (`GET api/document/get-files/{collectionId}/priorApproval/service`). */
export async function priorApprovalFiles(collectionId: number): Promise<StoredFile[]> {
  return (
    await unwrap(
      api().GET('/api/document/get-files/{collectionId}/priorApproval/service', {
        params: { path: { collectionId } },
      }),
    )
  ).result;
}

/**
 * Whether altering the initial fee shows the decision-change popup, and its text
 * (`GET /api/autocredit/isNeedShowPopap/initialFee/{dealId}` → `{visible, message}`).
 */
export async function initialFeePopup(dealId: number, signal?: AbortSignal): Promise<InitialFeePopup> {
  return (
    await unwrap(
      api().GET('/api/autocredit/isNeedShowPopap/initialFee/{dealId}', { params: { path: { dealId } }, signal }),
    )
  ).result;
}
