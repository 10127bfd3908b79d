/** `#modal-size-guide` links open the foot-size guide from any page (spec §2 hash modals). */
export const SIZE_GUIDE_HASH = 'modal-size-guide';
