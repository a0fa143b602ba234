import { Text } from '@mantine/core';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useI18n } from '@/web/i18n/i18n';

/*
 * The wizard's later steps load when a file is opened, not with the tab: the tab first shows
 * the file picker and the history. `preloadSteps` starts the download as soon as a file is
 * chosen, so the mapping step rarely waits for it; the upload machine comes with them.
 */
const loadMapping = () => import('./mapping-step');
const loadPreview = () => import('./preview-step');
const loadReport = () => import('./report-step');
/** Sending (chunks, polling, retries) is needed only once the person sends. */
export const loadUploadMachine = () => import('./upload-machine');

export function preloadSteps() {
  void loadMapping();
  void loadPreview();
  void loadUploadMachine();
}

const MappingStep = lazy(() => loadMapping().then((m) => ({ default: m.MappingStep })));
const PreviewStep = lazy(() => loadPreview().then((m) => ({ default: m.PreviewStep })));
const ReportStep = lazy(() => loadReport().then((m) => ({ default: m.ReportStep })));

function Loading({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <Suspense
      fallback={
        <Text size="sm" c="dimmed" role="status">
          {t('importTools.loading')}
        </Text>
      }
    >
      {children}
    </Suspense>
  );
}

export const LazyMappingStep = (props: ComponentProps<typeof MappingStep>) => (
  <Loading>
    <MappingStep {...props} />
  </Loading>
);
export const LazyPreviewStep = (props: ComponentProps<typeof PreviewStep>) => (
  <Loading>
    <PreviewStep {...props} />
  </Loading>
);
export const LazyReportStep = (props: ComponentProps<typeof ReportStep>) => (
  <Loading>
    <ReportStep {...props} />
  </Loading>
);

/* The team's templates: the list sits below the fold, the save form after a report. */
const TemplateSave = lazy(() =>
  import('./template-save').then((m) => ({ default: m.TemplateSave })),
);
const TemplateList = lazy(() =>
  import('./template-list').then((m) => ({ default: m.TemplateList })),
);
export const LazyTemplateSave = (props: ComponentProps<typeof TemplateSave>) => (
  <Suspense fallback={null}>
    <TemplateSave {...props} />
  </Suspense>
);
export const LazyTemplateList = () => (
  <Suspense fallback={null}>
    <TemplateList />
  </Suspense>
);
