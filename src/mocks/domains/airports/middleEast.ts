import type { AirportDetails } from '../../../entities/airport/contract';
import { H24, ap, r } from './rows';

/** The Middle East (the Gulf, the Levant); ids from 301. Turkey is in europe.ts. */
// prettier-ignore
export const MIDDLE_EAST: readonly AirportDetails[] = [
  ap(301, 'OMDB', 'DXB', null, 'Dubai International', 'Dubai', 'AE', 'L', 25.2528, 55.3644, 19, 'Asia/Dubai', 'CSX', H24, r('12R/30L', 4447, 60), r('12L/30R', 4351, 60)),
  ap(302, 'OMDW', 'DWC', null, 'Al Maktoum International', 'Dubai', 'AE', 'L', 24.8960, 55.1614, 35, 'Asia/Dubai', 'C--', H24, r('12/30', 4500, 60)),
  ap(303, 'OMAA', 'AUH', null, 'Zayed International', 'Abu Dhabi', 'AE', 'L', 24.4330, 54.6511, 27, 'Asia/Dubai', 'CS-', H24, r('13L/31R', 4100, 60), r('13R/31L', 4100, 60)),
  ap(304, 'OMAD', 'AZI', null, 'Al Bateen Executive', 'Abu Dhabi', 'AE', 'M', 24.4283, 54.4581, 5, 'Asia/Dubai', 'C--', H24, r('13/31', 3200, 45)),
  ap(305, 'OMSJ', 'SHJ', null, 'Sharjah International', 'Sharjah', 'AE', 'L', 25.3286, 55.5172, 34, 'Asia/Dubai', 'C--', H24, r('12/30', 4060, 45)),
  ap(306, 'OMRK', 'RKT', null, 'Ras Al Khaimah International', 'Ras Al Khaimah', 'AE', 'M', 25.6135, 55.9388, 31, 'Asia/Dubai', 'C--', H24, r('16/34', 3760, 45)),
  ap(307, 'OTHH', 'DOH', null, 'Hamad International', 'Doha', 'QA', 'L', 25.2731, 51.6081, 4, 'Asia/Qatar', 'CSX', H24, r('16L/34R', 4850, 60), r('16R/34L', 4250, 60)),
  ap(308, 'OTBD', 'DIA', null, 'Doha International', 'Doha', 'QA', 'M', 25.2611, 51.5651, 11, 'Asia/Qatar', 'C--', H24, r('15/33', 4572, 46)),
  ap(309, 'OERK', 'RUH', null, 'King Khalid International', 'Riyadh', 'SA', 'L', 24.9576, 46.6988, 625, 'Asia/Riyadh', 'C--', H24, r('15L/33R', 4205, 60), r('15R/33L', 4205, 60)),
  ap(310, 'OEJN', 'JED', null, 'King Abdulaziz International', 'Jeddah', 'SA', 'L', 21.6796, 39.1565, 15, 'Asia/Riyadh', 'CS-', H24, r('16C/34C', 4000, 60), r('16L/34R', 3800, 60), r('16R/34L', 3300, 45)),
  ap(311, 'OEDF', 'DMM', null, 'King Fahd International', 'Dammam', 'SA', 'L', 26.4712, 49.7979, 22, 'Asia/Riyadh', 'C--', H24, r('16L/34R', 4000, 60), r('16R/34L', 4000, 60)),
  ap(312, 'OEMA', 'MED', null, 'Prince Mohammad bin Abdulaziz International', 'Medina', 'SA', 'L', 24.5534, 39.7051, 654, 'Asia/Riyadh', 'C--', H24, r('17/35', 4000, 60), r('18/36', 3048, 45)),
  ap(313, 'OEAO', 'ULH', null, 'AlUla International', 'AlUla', 'SA', 'M', 26.4833, 38.1167, 636, 'Asia/Riyadh', 'C--', H24, r('17/35', 3050, 45)),
  ap(314, 'OBBI', 'BAH', null, 'Bahrain International', 'Muharraq', 'BH', 'L', 26.2708, 50.6336, 2, 'Asia/Bahrain', 'C--', H24, r('12L/30R', 3956, 60), r('12R/30L', 2530, 45)),
  ap(315, 'OOMS', 'MCT', null, 'Muscat International', 'Muscat', 'OM', 'L', 23.5933, 58.2844, 15, 'Asia/Muscat', 'C--', H24, r('08L/26R', 4000, 60), r('08R/26L', 3600, 45)),
  ap(316, 'OOSA', 'SLL', null, 'Salalah International', 'Salalah', 'OM', 'M', 17.0387, 54.0913, 22, 'Asia/Muscat', 'C--', H24, r('07/25', 4000, 60)),
  ap(317, 'OKKK', 'KWI', null, 'Kuwait International', 'Kuwait City', 'KW', 'L', 29.2266, 47.9689, 63, 'Asia/Kuwait', 'C--', H24, r('15R/33L', 3500, 45), r('15L/33R', 3400, 45)),
  ap(318, 'OJAI', 'AMM', null, 'Queen Alia International', 'Amman', 'JO', 'L', 31.7226, 35.9932, 721, 'Asia/Amman', 'C--', H24, r('08L/26R', 3660, 61), r('08R/26L', 3660, 61)),
  ap(319, 'OJAM', 'ADJ', null, 'Amman Civil (Marka)', 'Amman', 'JO', 'M', 31.9727, 35.9916, 779, 'Asia/Amman', 'C--', H24, r('06/24', 3290, 45)),
  ap(320, 'OJAQ', 'AQJ', null, 'King Hussein International', 'Aqaba', 'JO', 'M', 29.6116, 35.0181, 53, 'Asia/Amman', 'C--', H24, r('01/19', 3000, 45)),
  ap(321, 'LLBG', 'TLV', null, 'Ben Gurion', 'Tel Aviv', 'IL', 'L', 32.0114, 34.8867, 41, 'Asia/Jerusalem', 'CS-', H24, r('12/30', 3112, 45), r('08/26', 2772, 45), r('03/21', 1780, 45)),
  ap(322, 'LLER', 'ETM', null, 'Ramon International', 'Eilat', 'IL', 'M', 29.7237, 35.0114, 88, 'Asia/Jerusalem', 'C--', H24, r('01/19', 3600, 45)),
  ap(323, 'OLBA', 'BEY', null, 'Beirut Rafic Hariri International', 'Beirut', 'LB', 'L', 33.8209, 35.4884, 27, 'Asia/Beirut', 'C--', H24, r('17/35', 3800, 45), r('03/21', 3395, 45), r('16/34', 3250, 45)),
];
