// Texts of attendance (namespace `attendance`), shared by the learning and teaching areas: the statuses (SPEC §4)
// and the attendance service's errors by code (the contracts' ATTENDANCE_MESSAGES). hy.ts and ru.ts carry exactly these keys.
const en = {
  status: {
    present: 'Present',
    absent: 'Absent',
    late: 'Late',
    excused: 'Excused',
    partial: 'Partial',
    remote: 'Remote',
    unmarked: 'Unmarked',
  },
  errors: {
    SECTION_NOT_FOUND: 'Section not found',
    SECTION_ACCESS_DENIED: 'You do not teach this section',
    NOT_A_CLASS_DAY: 'This section has no class on that date',
    DATE_IN_FUTURE: 'Attendance cannot be marked for a future date',
    STUDENT_NOT_IN_SECTION: 'Some students are not enrolled in this section',
    DUPLICATE_STUDENT: 'A student appears twice in the request',
    PERIOD_NOT_FOUND: 'Academic period not found',
    RANGE_INVALID: 'The date range is invalid or too long',
  },
};

export default en;
