/** The files of the credit bureau's reports of the deals' ПДН: this base plus the deal's id (`/api/file/get/{id}`). */
export const BKI_REPORT_FILE_BASE = 1_900_000_000;

/** The link of a deal's credit-bureau report (`PdnResult.bkiReport`). */
export const bkiReportPath = (dealId: number): string => `/api/file/get/${BKI_REPORT_FILE_BASE + dealId}`;
