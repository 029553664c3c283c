/**
 * Example input: peptides from strongly hemolytic (melittin, indolicidin) to not known to be
 * hemolytic (buforin II, glucagon), sequences from UniProt / APD3.
 */
export const exampleFasta = `>melittin Apis mellifera
GIGAVLKVLTTGLPALISWIKRKRQQ
>indolicidin Bos taurus
ILPWKWPWWPWRR
>LL-37 human cathelicidin
LLGDFFRKSKEKIGKEFKRIVQRIKDFLRNLVPRTES
>magainin_2 Xenopus laevis
GIGKFLHSAKKFGKAFVGEIMNS
>buforin_II Bufo gargarizans
TRSSRAGLQFPVGRVHRLLRK
>glucagon human
HSQGTFTSDYSKYLDSRRAQDFVQWLMNT
`;
