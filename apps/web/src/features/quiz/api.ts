// The quiz's server state: its questions for a gender and age band, and the products recommended for the
// questions answered yes.
import { useQuery } from '@tanstack/react-query';
import { quizProductsCall, quizQuestionsCall } from '@shop/contract/calls';
import { apiData } from '../../api';

/** The questions for the visitor's gender and age (null until both are chosen: nothing is asked). */
export const useQuizQuestions = (profile: { gender: number; age: number } | null) =>
  useQuery({
    queryKey: ['quiz_questions', profile?.gender, profile?.age],
    queryFn: ({ signal }) => apiData(quizQuestionsCall, { gender: profile!.gender, age: profile!.age }, { signal }),
    enabled: profile !== null,
  });

/** The recommendation for the questions answered yes ('3,5'). */
export const useQuizProducts = (yesQuestions: string) =>
  useQuery({
    queryKey: ['quiz_products', yesQuestions],
    queryFn: ({ signal }) => apiData(quizProductsCall, { questions: yesQuestions }, { signal }),
  });
