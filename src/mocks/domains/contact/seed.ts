import { isoIn } from '../../db';
import type { ContactMessageRecord } from './records';

/** Two messages already received (deterministic; dates from the demo clock). */
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
      createdAt: isoIn(-6 * 24 * 3600),
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
      createdAt: isoIn(-2 * 24 * 3600),
    },
  ];
}
