/**
 * The ids of the persons of a client's deals. The world keeps the spouse and the third person in the client's record
 * without ids; the stub gives them these: the spouse `SPOUSE_ID_BASE + client row`, the third person
 * `THIRD_ID_BASE + client row` (above every client id, 1 000 000 deals included).
 */
export const SPOUSE_ID_BASE = 2_000_001;
export const THIRD_ID_BASE = 3_000_001;

export const spouseId = (client: number) => SPOUSE_ID_BASE + client;
export const thirdFaceId = (client: number) => THIRD_ID_BASE + client;
