import { Button } from '../button/button';
import { Can, type RequiredPermission } from '../permissions/can';
import { ExportDataButton, type ExportableList } from './export-data-button';

export interface ListActionsProps {
  /** The Add button ("Add User"), shown only to those who hold its permission. */
  add: { label: string; permission: RequiredPermission; onClick(): void };
  /** Export Data of the whole list under this file name. */
  list: ExportableList;
  fileName: string;
}

/**
 * The header buttons of most list pages (docs/screens.md#list-pages): Add, for those who may
 * create, then Export Data.
 *
 * @example
 * <ListPage title="Users" actions={<ListActions add={{ label: 'Add User', permission: 'users:create', onClick: add }} list={users} fileName="users.csv" />}>
 */
export function ListActions({ add, list, fileName }: ListActionsProps) {
  return (
    <>
      <Can permission={add.permission}>
        <Button onClick={add.onClick}>{add.label}</Button>
      </Can>
      <ExportDataButton list={list} fileName={fileName} />
    </>
  );
}
