/**
 * Which kind of ICE candidate a connected call went through, read from its statistics
 * (webrtc-stats): the transport names its selected candidate pair, whose local candidate has a
 * type. Firefox, which names no selected pair on the transport, marks the pair itself `selected`.
 */
import { iceCandidateTypes, type IceCandidateType } from '@sahaya/contract/meetings/schemas';

type Stat = { type?: string; id?: string; selectedCandidatePairId?: string; selected?: boolean; nominated?: boolean; state?: string; localCandidateId?: string; candidateType?: string };

export function selectedCandidateType(report: RTCStatsReport): IceCandidateType | null {
  const stats = new Map<string, Stat>();
  report.forEach((stat: Stat, id: string) => stats.set(id, stat));
  const all = [...stats.values()];
  const pairId = all.find((stat) => stat.type === 'transport' && stat.selectedCandidatePairId)?.selectedCandidatePairId;
  const pair =
    (pairId ? stats.get(pairId) : undefined) ??
    all.find((stat) => stat.type === 'candidate-pair' && stat.selected) ??
    all.find((stat) => stat.type === 'candidate-pair' && stat.nominated && stat.state === 'succeeded');
  const local = pair?.localCandidateId ? stats.get(pair.localCandidateId) : undefined;
  const type = local?.candidateType;
  return iceCandidateTypes.find((known) => known === type) ?? null;
}
