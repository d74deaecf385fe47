import { Text, type TextProps } from '@chakra-ui/react/text';
import { formatTimeLeft, type ServerClock } from '../server-clock';
import { useTimeLeft } from './use-time-left';

export type TimeLeftProps = TextProps & { end: string; clock: ServerClock };

/** "Time left 1 day 02:03:04", counted on the server's clock; "Closed" once it has passed. */
export function TimeLeft({ end, clock, ...rest }: TimeLeftProps) {
  const left = useTimeLeft(end, clock);
  return (
    <Text {...rest} data-testid="time-left">
      {left > 0 ? `Time left ${formatTimeLeft(left)}` : 'Bid submission has closed'}
    </Text>
  );
}
