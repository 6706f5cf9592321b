/** The dispatch events of the socket. */
import { z } from 'zod';
import { serverEvent } from '../socket.ts';

/** To the requester, as each wave goes out: how many volunteers have been told of their request. */
export const dispatchUpdate = serverEvent('dispatch-update', z.object({ requestId: z.string(), told: z.number().int() }));
