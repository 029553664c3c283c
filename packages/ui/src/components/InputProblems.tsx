import { Box, List, Text } from '@chakra-ui/react';

export interface InputProblemsProps {
  problems: readonly { message: string }[];
  /** The region's name, e.g. 'Problems in the input'. */
  label: string;
  /** Problems that stop the submission are errors; what is only noted (kept, not predicted) is a warning. */
  tone?: 'error' | 'warning';
  /** Shows the label above the list too (when the list alone would not say what it is). */
  showLabel?: boolean;
}

/** The problems an input area found, one a line, in a box that scrolls when the list is long. */
export function InputProblems({
  problems,
  label,
  tone = 'error',
  showLabel = false,
}: InputProblemsProps) {
  if (problems.length === 0) return null;
  return (
    <Box
      as="section"
      aria-label={label}
      borderWidth="1px"
      borderColor={tone === 'error' ? 'border.error' : 'border.warning'}
      borderRadius="l2"
      p="3"
      maxH="12rem"
      overflowY="auto"
      tabIndex={0}
    >
      {showLabel ? (
        <Text fontWeight="semibold" mb="1">
          {label}
        </Text>
      ) : null}
      <List.Root gap="1" ps="4">
        {problems.map((problem, i) => (
          <List.Item key={`${i}-${problem.message}`}>{problem.message}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
