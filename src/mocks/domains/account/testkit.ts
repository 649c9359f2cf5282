/** Shared helpers of the account domain's tests. */
import { login } from '../../testing';

/** A multipart body as call() sends it: the encoded text and its boundary's content type. */
export async function multipart(form: FormData) {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: await encoded.text(),
    headers: { 'Content-Type': encoded.headers.get('Content-Type') ?? '' },
  };
}

export const token = async (email = 'buyer@demo.aero') => (await login(email)).token;

export const NEW_ADDRESS = {
  name: 'Hangar Chambéry',
  isDefault: false,
  address: {
    address: '1 route de l’Aéroport',
    complementaryAddress: '',
    postalCode: '73420',
    city: 'Le Bourget-du-Lac',
    countryCode: 'FR',
  },
};
