/** Spec section 9: the fingerprint sent while none has been computed (apart from fingerprint.ts so the boot script can send it). */
export const FINGERPRINT_PLACEHOLDER = '00000000000000000000000000000000';
