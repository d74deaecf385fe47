// The route fuzzer, part 2 of 2 (test/fuzz/route-fuzzer.ts): the other part runs beside it.
import { describeRouteFuzzer } from './route-fuzzer';

describeRouteFuzzer(2);
