import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { LANGUAGE_LABELS, LANGUAGES, type Language } from '../../../domain/language';

export interface LanguageChoiceProps {
  /** The language the shop is in. */
  readonly value: Language;
  /** Another language was chosen: the app restarts in it. */
  readonly onChange: (language: Language) => void;
}

/**
 * The personal area's choice of language: each language named in itself, the current one pressed.
 * Choosing another restarts the app in it, as the text beside the buttons says.
 */
export function LanguageChoice({ value, onChange }: LanguageChoiceProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="language-choice">
      <Title order={2} size="h4" id="language-choice">
        <Trans>Lingua</Trans>
      </Title>
      <Text size="sm" c="dimmed" id="language-choice-hint">
        <Trans>Scegliendo un'altra lingua il negozio si riavvia in quella lingua.</Trans>
      </Text>
      <Group
        gap="xs"
        mt="xs"
        role="group"
        aria-labelledby="language-choice"
        aria-describedby="language-choice-hint"
      >
        {LANGUAGES.map((language) => (
          <Button
            key={language}
            lang={language}
            variant={language === value ? 'filled' : 'default'}
            aria-pressed={language === value}
            onClick={() => {
              if (language !== value) onChange(language);
            }}
          >
            {LANGUAGE_LABELS[language]}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}
