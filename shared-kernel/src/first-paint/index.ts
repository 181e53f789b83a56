export { FIRST_PAINT_ANSWERS_ID } from './first-paint-answers';
export type {
  FirstPaintRequest,
  HostFirstPaintModule,
  PageFirstPaint,
  RemoteFirstPaintModule,
  ServerApiAnswer,
} from '../contracts/first-paint.contract';
