import {
  CHOOSABLE_CHANNELS,
  NOTIFICATION_TYPE_LABELS,
  type TChoosableChannel,
  type TNotificationType,
} from '@habitat/shared';
import { Group, Switch, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { currentLocale } from '@/i18n/setup';

/**
 * The types × channels switches of a notification-settings form, residents' and managers': a
 * row per type the person hears about, a column per channel they may choose.
 */
export function ChannelTable<T extends TNotificationType>(props: {
  types: readonly T[];
  typeHeading: string;
  channelNames: Record<TChoosableChannel, string>;
  /** The switch's accessible name ("E-mail: New requests"). */
  switchLabel: (channel: string, type: string) => string;
  checked: (type: T, channel: TChoosableChannel) => boolean;
  onChange: (type: T, channel: TChoosableChannel, on: boolean) => void;
  /** A type whose channels cannot be turned off, and what its row says of it. */
  locked?: (type: T) => ReactNode | null;
  lockedHintId?: string;
  horizontalSpacing?: string;
  switchSize?: string;
}) {
  const locale = currentLocale();
  return (
    <Table
      verticalSpacing="sm"
      horizontalSpacing={props.horizontalSpacing}
      highlightOnHover={false}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{props.typeHeading}</Table.Th>
          {CHOOSABLE_CHANNELS.map((channel) => (
            <Table.Th key={channel} scope="col" ta="center" w={96}>
              {props.channelNames[channel]}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.types.map((type) => {
          const label = NOTIFICATION_TYPE_LABELS[type][locale];
          const lock = props.locked?.(type) ?? null;
          return (
            <Table.Tr key={type}>
              <Table.Th scope="row" fw={500}>
                {props.locked ? (
                  <Group gap={6} wrap="wrap">
                    <span>{label}</span>
                    {lock}
                  </Group>
                ) : (
                  label
                )}
              </Table.Th>
              {CHOOSABLE_CHANNELS.map((channel) => (
                <Table.Td key={channel}>
                  <Group justify="center">
                    <Switch
                      checked={props.checked(type, channel)}
                      disabled={props.locked ? lock !== null : undefined}
                      onChange={(event) =>
                        props.onChange(type, channel, event.currentTarget.checked)
                      }
                      aria-label={props.switchLabel(props.channelNames[channel], label)}
                      aria-describedby={lock !== null ? props.lockedHintId : undefined}
                      size={props.switchSize}
                    />
                  </Group>
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
