/** The profile form's example: well-studied antimicrobial peptides (FASTA). */
export const exampleFasta = `>magainin_2 Xenopus laevis
GIGKFLHSAKKFGKAFVGEIMNS
>LL-37 human cathelicidin
LLGDFFRKSKEKIGKEFKRIVQRIKDFLRNLVPRTES
>melittin Apis mellifera
GIGAVLKVLTTGLPALISWIKRKRQQ
>indolicidin Bos taurus
ILPWKWPWWPWRR
`;
