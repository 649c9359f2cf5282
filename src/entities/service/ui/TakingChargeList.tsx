import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Service } from '../service.types';

/** A helicopter service's taking-charge addresses, each with its full address. */
export function TakingChargeList({ service }: { service: Service }) {
  const { t } = useTranslation('services');
  if (service.takingChargeAddresses.length === 0) return t('takingCharge.none');
  return (
    <Box component="ul" aria-label={t('takingCharge.label')} sx={{ m: 0, pl: 2.5 }}>
      {service.takingChargeAddresses.map((place) => (
        <li key={place.id}>
          {place.name} – {place.formattedAddress}
        </li>
      ))}
    </Box>
  );
}
