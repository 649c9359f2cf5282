import Typography from '@mui/material/Typography';
import { useCancellationText, type ShopCancellationPolicy } from '@/entities/quote';

/** A seller's cancellation policy: its name, description and each condition in words. */
export function CancellationPolicyView({ policy }: { policy: ShopCancellationPolicy }) {
  const { conditionText } = useCancellationText();
  return (
    <>
      <Typography variant="subtitle1">{policy.name}</Typography>
      <Typography sx={{ mb: 1 }}>{policy.description}</Typography>
      <ul>
        {policy.conditions.map((condition, index) => (
          <li key={index}>{conditionText(condition)}</li>
        ))}
      </ul>
    </>
  );
}
