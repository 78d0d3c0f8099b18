import {
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { AUDIT_ENTITIES, AUDIT_ENTITY_TITLES } from '@shared/api/operations';
import { PageLoading } from '../../../components/page-loading';
import { useAuditList } from '../api/ops';
import { beijingTime, Panel } from './panel';
import { SelectField } from './select-field';

type Entity = (typeof AUDIT_ENTITIES)[number];
const EMPTY = { entity: '' as Entity | '', operator: '', from: '', to: '' };

/** /operations/audit (操作日志): every console change, newest first, filtered by kind, operator and dates. */
export default function AuditSection() {
  const [draft, setDraft] = useState(EMPTY);
  const [filter, setFilter] = useState(EMPTY);
  const [page, setPage] = useState(0);
  const pageSize = 20;
  const list = useAuditList({
    entity: filter.entity || undefined,
    operator: filter.operator.trim() || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    page: page + 1,
    pageSize,
  });
  const apply = () => {
    setFilter(draft);
    setPage(0);
  };
  return (
    <Panel title="操作记录">
      <Stack direction="row" spacing={1.5} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
        <SelectField<Entity | ''>
          label="对象"
          value={draft.entity}
          onChange={(entity) => setDraft({ ...draft, entity })}
          choices={AUDIT_ENTITIES.map((e) => ({ value: e, title: AUDIT_ENTITY_TITLES[e] }))}
          all="全部"
          width={160}
        />
        <TextField
          size="small"
          label="操作人"
          value={draft.operator}
          onChange={(e) => setDraft({ ...draft, operator: e.target.value })}
        />
        <TextField
          size="small"
          type="date"
          label="开始日期"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="结束日期"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="contained" onClick={apply}>
          查询
        </Button>
        <Button
          color="inherit"
          onClick={() => {
            setDraft(EMPTY);
            setFilter(EMPTY);
            setPage(0);
          }}
        >
          重置
        </Button>
      </Stack>
      {!list.data ? (
        <PageLoading />
      ) : (
        <>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>时间</TableCell>
                <TableCell>操作人</TableCell>
                <TableCell>对象</TableCell>
                <TableCell>编号</TableCell>
                <TableCell>操作</TableCell>
                <TableCell>内容</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} sx={{ color: 'text.secondary' }}>
                    暂无操作记录
                  </TableCell>
                </TableRow>
              )}
              {list.data.rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{beijingTime(r.createdAt)}</TableCell>
                  <TableCell>{r.operator}</TableCell>
                  <TableCell>{AUDIT_ENTITY_TITLES[r.entity]}</TableCell>
                  <TableCell>{r.entityId}</TableCell>
                  <TableCell>{r.action}</TableCell>
                  <TableCell>
                    <Tooltip
                      title={
                        <span style={{ whiteSpace: 'pre-wrap' }}>
                          {`修改前：${r.before || '（无）'}\n修改后：${r.after || '（无）'}`}
                        </span>
                      }
                    >
                      <span>{r.summary}</span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={list.data.total}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[pageSize]}
            onPageChange={(_, p) => setPage(p)}
          />
        </>
      )}
    </Panel>
  );
}
