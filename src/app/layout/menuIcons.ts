import type { ComponentType } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import AirplanemodeActiveIcon from '@mui/icons-material/AirplanemodeActiveOutlined';
import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import FlightIcon from '@mui/icons-material/FlightOutlined';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoffOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import SellIcon from '@mui/icons-material/SellOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import type { MenuIconName } from '@/lib/auth/routes';

/**
 * The drawing of each menu icon. It lives in the shell's chunk: the route table (startup chunk,
 * /login included) names icons and never imports one.
 */
export const MENU_ICONS: Readonly<Record<MenuIconName, ComponentType>> = {
  home: HomeIcon,
  trips: FlightTakeoffIcon,
  orders: RequestQuoteIcon,
  invoices: ReceiptIcon,
  slots: EventAvailableIcon,
  aircraft: FlightIcon,
  helicopter: AirplanemodeActiveIcon,
  crew: GroupsIcon,
  aircraftCatalogue: MenuBookIcon,
  services: InventoryIcon,
  serviceValidation: FactCheckIcon,
  priceLists: SellIcon,
  negotiatedRates: HandshakeIcon,
  cancellationPolicy: EventBusyIcon,
  accounting: AccountBalanceIcon,
  settings: TuneIcon,
  organization: BusinessIcon,
  organizations: ApartmentIcon,
};
