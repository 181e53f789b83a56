export { FIRST_PAINT_ANSWERS_ID } from './first-paint-answers';
export type {
  DrawingRemote,
  FirstPaintRequest,
  HostFirstPaintModule,
  PageFirstPaint,
  PreparedPage,
  RemoteFirstPaintModule,
  ServerApiAnswer,
  ServerWrapper,
} from '../contracts/first-paint.contract';
