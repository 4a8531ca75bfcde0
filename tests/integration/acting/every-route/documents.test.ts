import { describeEveryRoute } from './walk'

describeEveryRoute('documents')
