// Imported first by each process entry (server.ts, gateway.ts, the gateway benchmark): the shape must be held before
// the first major GC, because a literal whose stores have seen too many maps stays slow for the life of the process.
import { pinTickObjectShape } from './tick-shape';

pinTickObjectShape();
