// The test-data generator (organizational, administrators): its settings, the runs (read every second while one is
// going, which is the page's live progress bar), starting a run and removing what one made.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@campus/shared-ui';
import { GENERATOR_PATHS, type GeneratorInfo, type GeneratorRun, type GeneratorRunBody } from '@campus/contracts/organizational';

export const generatorKeys = {
  all: ['organizational', 'generator'] as const,
  info: () => [...generatorKeys.all, 'info'] as const,
  runs: () => [...generatorKeys.all, 'runs'] as const,
};

const ACTIVE = new Set<GeneratorRun['status']>(['queued', 'running', 'removing']);
export const isActive = (run: GeneratorRun) => ACTIVE.has(run.status);

export function useGeneratorInfo() {
  return useQuery({ queryKey: generatorKeys.info(), queryFn: async ({ signal }) => (await api.get<{ data: GeneratorInfo }>(GENERATOR_PATHS.info, { signal })).data });
}

export function useGeneratorRuns() {
  return useQuery({
    queryKey: generatorKeys.runs(),
    queryFn: async ({ signal }) => (await api.get<{ data: GeneratorRun[] }>(GENERATOR_PATHS.runs, { signal })).data,
    refetchInterval: (query) => (query.state.data?.some(isActive) ? 1000 : false),
  });
}

/** After a start or a removal every organizational list may have changed. */
function useRunAction<T>(send: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: ['organizational'] }),
  });
}

export const useStartRun = () => useRunAction((body: GeneratorRunBody) => api.post<{ data: GeneratorRun }>(GENERATOR_PATHS.runs, body));
export const useRemoveRun = () => useRunAction((id: string) => api.delete(`${GENERATOR_PATHS.runs}/${id}`));
