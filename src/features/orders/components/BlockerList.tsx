import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface BlockerListProps {
  /** Referenced by the disabled button's aria-describedby. */
  id: string;
  /** Already translated: "Not possible yet:". */
  intro: string;
  /** Already translated, one per reason. */
  reasons: readonly string[];
  mt?: number;
}

/** Why an action is not possible yet (send the quotation, send the invoice), under its button. */
export function BlockerList({ id, intro, reasons, mt }: BlockerListProps) {
  return (
    <Box id={id} sx={{ mt }}>
      <Typography variant="body2">{intro}</Typography>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>
            <Typography variant="body2">{reason}</Typography>
          </li>
        ))}
      </ul>
    </Box>
  );
}
