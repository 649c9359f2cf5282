/** The slot requests' cache tag: the list's calls provide it, a live change of a trip refetches it. */
export const SLOT_REQUEST_TAG = 'SlotRequest';
