import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cartsByTrip, useCartEvents } from '@/entities/cart';
import { EmptyState } from '@/lib/ui';
import { TripCartsSection } from './TripCartsSection';

/**
 * Every cart of the buyer (one per trip event), by trip then airport, each with its lines, its
 * total and its own checkout: a cart filled at one airport is never forgotten at another's.
 */
export default function CartsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const trips = cartsByTrip(useCartEvents());
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 420 } },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('carts.title')}
        </Typography>
        <IconButton aria-label={t('carts.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {trips.length === 0 ? (
        <EmptyState message={t('carts.empty')} />
      ) : (
        <Stack spacing={3} sx={{ px: 2, pb: 3 }}>
          {trips.map((trip) => (
            <TripCartsSection key={trip.tripId} trip={trip} onNavigate={onClose} />
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
