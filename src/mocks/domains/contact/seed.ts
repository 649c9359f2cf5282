import type { ContactMessageRecord } from './records';

/** Two messages already received (deterministic: fixed dates). */
export function seedContactMessages(): ContactMessageRecord[] {
  return [
    {
      id: 1,
      name: 'Sofia Lindqvist',
      email: 'sofia.lindqvist@nordic-fbo.se',
      organization: 'Nordic FBO Services AB',
      subject: 'partnership',
      message:
        'We operate two FBOs in Stockholm and Gothenburg and would like to list our handling services on the marketplace. Who should we talk to?',
      userId: null,
      createdAt: '2026-11-09T08:42:00.000Z',
    },
    {
      id: 2,
      name: 'Marc Dubreuil',
      email: 'm.dubreuil@skyline-charter.fr',
      organization: 'Skyline Charter',
      subject: 'billing',
      message:
        'Bonjour, nous souhaitons recevoir nos factures avec notre numéro de bon de commande interne. Est-ce possible ?',
      userId: null,
      createdAt: '2026-11-18T15:07:00.000Z',
    },
  ];
}
