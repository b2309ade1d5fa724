export { invalidateEmployees } from './cache';
export { getEmployeeList, type EmployeeListParams } from './employee-list';
export { EMPLOYEE_LIST_STALE_MS, employeeKeys, type EmployeeSearchPage } from './keys';
export { everyEmployeeQueryOptions, useEveryEmployee } from './queries';
export { getEmployeeOfUser, getEveryEmployee } from './requests';
