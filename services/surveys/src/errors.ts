// The surveys service's errors: a stable code, the English text of the contracts and the HTTP status.
import { SURVEYS_MESSAGES, type SurveysErrorCode } from '@campus/contracts/surveys';
import { AppError } from '@campus/kit';

export const surveysError = (code: SurveysErrorCode, status: number, details?: unknown) => new AppError(status, code, SURVEYS_MESSAGES[code], details);

export const surveyNotFound = () => surveysError('SURVEY_NOT_FOUND', 404);
