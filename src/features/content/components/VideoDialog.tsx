import { Anchor, AspectRatio, Loader, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContentVideo } from '../../../domain/content-links';

export interface VideoDialogProps {
  /** The video to show; null: the dialog is closed. */
  readonly video: ContentVideo | null;
  /** The player is still loading. */
  readonly loading: boolean;
  readonly onLoaded: () => void;
  readonly onClose: () => void;
}

/** The embedded video dialog of a content page's video link (shopping-flow.md §2). */
export function VideoDialog({ video, loading, onLoaded, onClose }: VideoDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={video !== null}
      onClose={onClose}
      title={t`Video`}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
    >
      {video !== null && (
        <Stack>
          <AspectRatio ratio={16 / 9}>
            <iframe
              src={video.embedUrl}
              title={t`Video ${video.provider}`}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              style={{ border: 0 }}
              onLoad={onLoaded}
            />
          </AspectRatio>
          {loading && (
            <Text role="status" size="sm">
              <Loader size="xs" mr="xs" />
              <Trans>Caricamento del video…</Trans>
            </Text>
          )}
          <Anchor href={video.watchUrl} target="_blank" rel="noopener" size="sm">
            <Trans>Guarda il video su {video.provider}</Trans>
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}
