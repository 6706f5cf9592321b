import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useConfig } from '../../../lib/queries/public-config.ts';
import { notificationKeys } from '../api/keys.ts';
import { readDevicePush, turnOffDevicePush, turnOnDevicePush, type DevicePushState } from '../utils/device-push.ts';

const devicePushQueryOptions = queryOptions({
  queryKey: notificationKeys.device,
  queryFn: readDevicePush,
  // The browser's answer changes only by what this page does, or in its settings while the page is away.
  staleTime: Infinity,
  refetchOnWindowFocus: true,
});

/**
 * Whether this device gets the person's notices, and the way to change it: `turn(true)` asks the
 * browser and subscribes, `turn(false)` unsubscribes. Without the server's key (GET /api/config)
 * the device cannot be turned on, so it reads as unsupported.
 */
export function useDevicePush() {
  const queryClient = useQueryClient();
  const config = useConfig();
  const device = useQuery(devicePushQueryOptions);
  const vapidPublicKey = config.data?.vapidPublicKey ?? '';
  const change = useMutation({
    mutationFn: (on: boolean): Promise<DevicePushState> => (on ? turnOnDevicePush(vapidPublicKey) : turnOffDevicePush()),
    onSuccess: (state) => queryClient.setQueryData(notificationKeys.device, state),
    // Whatever happened half-way, the page shows what the browser says now.
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.device }),
  });
  const noKey = config.isSuccess && !vapidPublicKey;
  const state: DevicePushState | undefined = noKey ? 'unsupported' : config.isPending ? undefined : device.data;
  return { state, turn: change.mutateAsync, pending: change.isPending, error: change.error };
}
