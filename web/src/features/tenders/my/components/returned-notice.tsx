import { Notice } from '../../../../components/ui/alert';

export type ReturnedNoticeProps = { remark: string };

/** The consultancy's remark on a tender it sent back: what to change before sending it again. */
export function ReturnedNotice({ remark }: ReturnedNoticeProps) {
  return (
    <Notice status="warning" title="Returned by the consultancy">
      {remark}
    </Notice>
  );
}
