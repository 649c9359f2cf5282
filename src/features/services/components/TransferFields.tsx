import type { ServiceTransferView } from '@/entities/service';
import { DeclaredFields } from '@/lib/ui/views/resource/DeclaredFields';
import { useSellerHelicopterChoices } from '../api/sellerHelicopters.api';
import { TRANSFER_LIMITS, transferFields } from '../model/transferForm';

/** A helicopter service's transfer tab: the declared fields, the aircraft among the fleet's. */
export function TransferFields({ current }: { current: ServiceTransferView | null }) {
  const choices = useSellerHelicopterChoices(current);
  return (
    <DeclaredFields
      fields={transferFields(() => choices)}
      ns="services"
      limits={TRANSFER_LIMITS}
      prefix="transfer"
    />
  );
}
