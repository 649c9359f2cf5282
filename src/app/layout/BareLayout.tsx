import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { LanguageToggle } from './LanguageToggle';

/** Public pages: no menu, only the language choice. */
export function BareLayout() {
  return (
    <>
      <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, zIndex: 1 }}>
        <LanguageToggle />
      </Box>
      <Outlet />
    </>
  );
}
