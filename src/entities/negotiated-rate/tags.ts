/** The negotiated rates' cache tag, owned here (startup-safe: the route table's declarations read it). */
export const NEGOTIATED_RATE_TAG = 'NegotiatedRate';
