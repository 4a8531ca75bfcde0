import { describeEveryRoute } from './walk'

describeEveryRoute('book')
