import { describe, expect, it } from 'vitest';
import { selectedCandidateType } from './selected-candidate.ts';

const report = (...stats: Record<string, unknown>[]) => new Map(stats.map((stat) => [stat.id as string, stat])) as unknown as RTCStatsReport;

const candidates = [
  { id: 'L1', type: 'local-candidate', candidateType: 'host' },
  { id: 'L2', type: 'local-candidate', candidateType: 'relay' },
  { id: 'R1', type: 'remote-candidate', candidateType: 'srflx' },
];

describe('selectedCandidateType', () => {
  it("reads the local candidate of the transport's selected pair", () => {
    const stats = report(
      ...candidates,
      { id: 'P1', type: 'candidate-pair', localCandidateId: 'L1', remoteCandidateId: 'R1', nominated: true, state: 'succeeded' },
      { id: 'P2', type: 'candidate-pair', localCandidateId: 'L2', remoteCandidateId: 'R1', nominated: true, state: 'succeeded' },
      { id: 'T', type: 'transport', selectedCandidatePairId: 'P2' },
    );
    expect(selectedCandidateType(stats)).toBe('relay');
  });

  it('reads the pair marked selected where the transport names none (Firefox), else the nominated pair that succeeded', () => {
    expect(selectedCandidateType(report(...candidates, { id: 'P1', type: 'candidate-pair', localCandidateId: 'L1', selected: true }))).toBe('host');
    expect(
      selectedCandidateType(
        report(
          ...candidates,
          { id: 'P1', type: 'candidate-pair', localCandidateId: 'L1', nominated: false, state: 'succeeded' },
          { id: 'P2', type: 'candidate-pair', localCandidateId: 'L2', nominated: true, state: 'succeeded' },
        ),
      ),
    ).toBe('relay');
  });

  it('answers null when no pair is selected yet or the type is not one it knows', () => {
    expect(selectedCandidateType(report(...candidates))).toBeNull();
    expect(selectedCandidateType(report({ id: 'L9', type: 'local-candidate', candidateType: 'mystery' }, { id: 'P', type: 'candidate-pair', localCandidateId: 'L9', selected: true }))).toBeNull();
  });
});
